// The Chakra UI surface FloorHire apps may use, in three parts (ADR 140). Apps import every name
// from '@floorhire/ui', never from '@chakra-ui/react'. The page shares each part as one
// singleton, loaded the first time a chunk needs it: this core (layout, text, buttons, form
// fields, feedback) is on every page; overlays.ts and controls.ts hold the components built
// on Ark/Zag state machines and only load where one is drawn. The build factory sends each
// imported name to its part (its import rewriter reads these files).
// Adding a name: put it in the part it belongs to, add its recipe to recipes.ts (recipes.test.ts
// names what is missing), and release the shell before the remote that uses it.
export {
  Alert,
  Avatar,
  Badge,
  Box,
  Button,
  Card,
  Center,
  CloseButton,
  Container,
  DataList,
  EmptyState,
  Field,
  Fieldset,
  Flex,
  Grid,
  GridItem,
  Group,
  HStack,
  Heading,
  Icon,
  IconButton,
  Image,
  Input,
  InputGroup,
  Kbd,
  Link,
  List,
  NativeSelect,
  Portal,
  Separator,
  SimpleGrid,
  Skeleton,
  Span,
  Spinner,
  Stack,
  Stat,
  Table,
  Tag,
  Text,
  Textarea,
  VStack,
  VisuallyHidden,
  Wrap,
  useBreakpointValue,
} from '@chakra-ui/react';
export type { BoxProps, ButtonProps, HeadingProps, StackProps, TextProps } from '@chakra-ui/react';

// Our own components built from the core's names (1.1.0): the labelled form fields (ADR 188).
export { SelectField, TextAreaField, TextField } from './fields';
