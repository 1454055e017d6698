// Types of doc-paths.mjs for its test.
interface Message {
  reason: string;
}

export declare function namedPaths(text: string): string[];
export declare function remarkDocPaths(options?: { root?: string }): (tree: unknown, file: { message(reason: string, place?: unknown, origin?: string): Message }) => void;
