// The router's ES module build, which the bundles use and patches/ patches:
// the same API as the package's entry, which resolves to the CommonJS build in Node.
declare module 'react-router/esm/react-router.js' {
  export { matchPath } from 'react-router';
}
