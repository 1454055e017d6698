import { ChakraProvider } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { SystemContext } from '@chakra-ui/react';
import { getSystem } from './system';

/**
 * The same system without its document-wide styles (reset, base, every token's CSS variable):
 * a remote's root renders inside the shell's page, which has them already. ChakraProvider
 * writes them with Emotion's Global, which makes a style sheet of its own per provider, so
 * each remote mount serialised and inserted the whole set a second time (ADR 282).
 */
let withoutDocumentStyles: SystemContext | undefined;
const systemWithoutDocumentStyles = (system: SystemContext) => (withoutDocumentStyles ??= { ...system, _global: [], _config: { ...system._config, disableLayers: true } });

/**
 * Wraps a React tree in the FloorHire design system: the shell's root with the document styles,
 * a remote's root (documentStyles false) with the same system and none of them.
 */
export function UiProvider({ children, documentStyles = true }: { children: ReactNode; documentStyles?: boolean }) {
  const system = getSystem();
  return <ChakraProvider value={documentStyles ? system : systemWithoutDocumentStyles(system)}>{children}</ChakraProvider>;
}
