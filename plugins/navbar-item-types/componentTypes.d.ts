/** The module plugins/navbar-item-types writes: the theme's map of navbar item types, the used ones only. */
declare module '@generated/navbar-item-types/componentTypes' {
  import type { ComponentTypesObject } from '@theme/NavbarItem/ComponentTypes';

  const componentTypes: Partial<ComponentTypesObject>;
  export default componentTypes;
}
