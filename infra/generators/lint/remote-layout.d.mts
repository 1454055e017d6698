// Types of remote-layout.mjs for the generator, which writes REMOTE_IMPORTS into a new remote.
import type { ESLint } from 'eslint';

export declare const REMOTE_IMPORTS: Readonly<Record<string, string>>;
export declare const remoteLayoutPlugin: ESLint.Plugin;
