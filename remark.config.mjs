// `npm run lint:docs` (ADR 006): Markdown links and headings (remark-validate-links, offline) and
// the repository paths the docs name (infra/generators/lint/doc-paths.mjs) must resolve. Read by
// `remark --rc-path` (a dot-file would need exceptions to the file-name lint).
import remarkValidateLinks from 'remark-validate-links';
import { remarkDocPaths } from './infra/generators/lint/doc-paths.mjs';

export default { plugins: [[remarkValidateLinks, { repository: false }], remarkDocPaths] };
