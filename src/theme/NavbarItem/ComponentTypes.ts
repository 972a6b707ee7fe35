/**
 * The theme's map of navbar item types, with only the types the site's navbar
 * uses: written at build time from the site config (plugins/navbar-item-types).
 */
export { default } from '@generated/navbar-item-types/componentTypes';
