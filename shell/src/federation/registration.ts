// What a remote registers with the shell: derived by its build from its routes module
// (`src/routes.ts`, @rental/platform/routes) and carried in its mf-manifest.json as
// `metaData.registration` (the contract is in shell/README.md). The build refuses a malformed
// declaration; this reads what arrives at run time tolerantly, with the same schema, because it
// comes from another deployment: an unknown field is ignored, a bad path or nav entry is skipped
// and logged, nothing throws.
export { matchesPath, readRegistration } from '@rental/platform/routes';
export type { NavEntry, RemoteRegistration } from '@rental/platform/routes';
