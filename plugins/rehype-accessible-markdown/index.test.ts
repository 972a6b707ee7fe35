import type { Element, Root } from 'hast';
import { h } from 'hastscript';
import { describe, expect, it } from 'vitest';
import rehypeAccessibleMarkdown from './index';

function run(tree: Root): Root {
  rehypeAccessibleMarkdown()(tree);
  return tree;
}

const checkbox = (checked: boolean) => h('input', { type: 'checkbox', checked, disabled: true });

describe('rehype-accessible-markdown', () => {
  it('makes every table focusable, so a keyboard reader can scroll it', () => {
    const tree = run({ type: 'root', children: [h('table', [h('tr', [h('td', 'a')])])] });
    expect((tree.children[0] as Element).properties.tabIndex).toBe(0);
  });

  it("names a task list's checkboxes after their items, without nested lists", () => {
    const list = h('ul.contains-task-list', [
      h('li.task-list-item', [checkbox(true), ' Verify the ', h('code', 'signature'), h('ul', [h('li', 'nested')])]),
      h('li.task-list-item', [h('p', [checkbox(false), ' Go live'])]),
    ]);
    run({ type: 'root', children: [list] });
    const [first, second] = list.children as Element[];
    expect((first!.children[0] as Element).properties.ariaLabel).toBe('Verify the signature');
    expect(((second!.children[0] as Element).children[0] as Element).properties.ariaLabel).toBe('Go live');
  });

  it('leaves other checkboxes and list items alone', () => {
    const item = h('li', [checkbox(false), ' not a task item']);
    run({ type: 'root', children: [item] });
    expect((item.children[0] as Element).properties.ariaLabel).toBeUndefined();
  });
});
