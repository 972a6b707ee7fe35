/**
 * Ejected (tracks `@docusaurus/theme-classic` 3.10.2, `theme/CodeBlock/Buttons`):
 * the engine's button group, with a "Your values" button beside word wrap
 * and copy, so the panel is one click from every code sample. A wrapper could
 * only add a second group beside the engine's. Like the engine's, the group
 * renders in the browser only; it is in the highlighter's chunk, not the
 * first load (src/theme/CodeBlock).
 */
import type { ReactNode } from 'react';
import BrowserOnly from '@docusaurus/BrowserOnly';
import clsx from 'clsx';
import type { Props } from '@theme/CodeBlock/Buttons';
import CopyButton from '@theme/CodeBlock/Buttons/CopyButton';
import WordWrapButton from '@theme/CodeBlock/Buttons/WordWrapButton';
import YourValuesButton from '@site/src/components/YourValuesButton';
import styles from './styles.module.css';

export default function CodeBlockButtons({ className }: Props): ReactNode {
  return (
    <BrowserOnly>
      {() => (
        <div className={clsx(className, styles.buttonGroup)}>
          <YourValuesButton className={styles.yourValues} />
          <WordWrapButton />
          <CopyButton />
        </div>
      )}
    </BrowserOnly>
  );
}
