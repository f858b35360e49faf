// Next's defaults: this page's own config, so the repo's next.config.ts (found up the tree otherwise) is not used.
const config = {};
export default config;
