// Draws Mermaid diagrams in Chromium (mermaid-isomorphic) for
// plugins/rehype-mermaid-svg, in a process of its own: the package is an ES
// module the site config's CommonJS loader cannot import, and one browser
// draws a whole batch.
//
// stdin: {"diagrams": [{"source", "prefix"}], "mermaidConfig", "executablePath", "args"}
// stdout: [{"svg"} | {"error"}], in the same order.
import { createMermaidRenderer } from 'mermaid-isomorphic';

let input = '';
for await (const chunk of process.stdin) input += chunk;
const { diagrams, mermaidConfig, executablePath, args } = JSON.parse(input);
const render = createMermaidRenderer({ launchOptions: { executablePath, args } });
// All at once: the renderer keeps one browser open while any drawing is under way.
const results = await Promise.all(
  diagrams.map(async ({ source, prefix }) => {
    const [result] = await render([source], { mermaidConfig, prefix });
    return result.status === 'fulfilled'
      ? { svg: result.value.svg }
      : { error: String(result.reason?.message ?? result.reason) };
  }),
);
process.stdout.write(JSON.stringify(results));
