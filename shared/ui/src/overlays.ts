// Components drawn above the page (ADR 140): one shared part, loaded where one is used.
export { Dialog, Drawer, Menu, Popover, Tooltip } from '@chakra-ui/react';
