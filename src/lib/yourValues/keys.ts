/**
 * The two names every page's first load needs to know whether the reader has
 * values (src/clientModules/yourValues.ts); the rest of src/lib/yourValues
 * loads only then, or when the reader opens the panel.
 */

/** Where the reader's values are kept: local storage, in this browser only. */
export const yourValuesStorageKey = 'paysari.your-values';

/** The window event the store dispatches when the reader saves or clears values. */
export const yourValuesChangeEvent = 'paysari:your-values';

/** Marks an element whose code blocks keep their placeholders (src/components/KeepPlaceholders). */
export const keepPlaceholdersAttribute = 'data-keep-placeholders';
