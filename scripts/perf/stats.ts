/**
 * Small pure helpers for the performance bench: medians and the text table.
 */

/** Median of a list of numbers (mean of the two middle values for an even count). */
export function median(values: readonly number[]): number {
  if (values.length === 0) throw new Error('median of an empty list');
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** Bytes as KiB with one decimal, e.g. 153600 → "150.0". */
export function kib(bytes: number): string {
  return (bytes / 1024).toFixed(1);
}

/** Milliseconds as a short duration: "820 ms" below a second, "1.42 s" above. */
export function duration(ms: number): string {
  return ms < 1000 ? `${Math.round(ms)} ms` : `${(ms / 1000).toFixed(2)} s`;
}

/**
 * A plain-text table: the first row is the header, columns are padded to
 * their widest cell; the first column is left-aligned, the others right-aligned.
 */
export function textTable(rows: readonly (readonly string[])[]): string {
  const widths: number[] = [];
  for (const row of rows) row.forEach((cell, i) => (widths[i] = Math.max(widths[i] ?? 0, cell.length)));
  const line = (row: readonly string[]) =>
    row.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join('  ');
  const [header, ...body] = rows;
  if (!header) return '';
  const rule = widths.map((w) => '─'.repeat(w)).join('  ');
  return [line(header), rule, ...body.map(line)].join('\n');
}
