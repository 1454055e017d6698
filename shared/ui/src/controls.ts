// Stateful choice and disclosure controls (ADR 140): one shared part, loaded where one is used.
export { Accordion, Checkbox, Collapsible, Pagination, Progress, ProgressCircle, RadioGroup, SegmentGroup, Slider, Steps, Switch, Tabs } from '@chakra-ui/react';
