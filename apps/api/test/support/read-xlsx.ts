import { strFromU8, unzipSync } from 'fflate';

/**
 * Reads back the sheets of an .xlsx file as rows of strings, for tests (API and e2e):
 * the workbook's sheet names, each sheet's cells in order (inline strings, shared strings
 * and numbers). Enough for the files the product writes and for checking what Excel would show.
 */
export function readXlsx(bytes: Uint8Array): { name: string; rows: string[][] }[] {
  const files = unzipSync(bytes);
  const text = (path: string) => {
    const file = files[path];
    if (!file) throw new Error(`Not in the workbook: ${path}`);
    return strFromU8(file);
  };
  const unescapeXml = (s: string) =>
    s
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&apos;/g, "'")
      .replace(/&amp;/g, '&');
  const shared = files['xl/sharedStrings.xml']
    ? [...text('xl/sharedStrings.xml').matchAll(/<si>([\s\S]*?)<\/si>/g)].map((m) =>
        unescapeXml([...(m[1] ?? '').matchAll(/<t[^>]*>([\s\S]*?)<\/t>/g)].map((t) => t[1]).join('')),
      )
    : [];
  const names = [...text('xl/workbook.xml').matchAll(/<sheet [^>]*name="([^"]*)"/g)].map((m) => unescapeXml(m[1] ?? ''));
  return names.map((name, i) => {
    const xml = text(`xl/worksheets/sheet${i + 1}.xml`);
    const rows = [...xml.matchAll(/<row[^>]*>([\s\S]*?)<\/row>/g)].map((row) => {
      const cells: string[] = [];
      for (const c of (row[1] ?? '').matchAll(/<c r="([A-Z]+)\d+"([^>]*?)(?:\/>|>([\s\S]*?)<\/c>)/g)) {
        const col = [...(c[1] ?? '')].reduce((n, ch) => n * 26 + ch.charCodeAt(0) - 64, 0) - 1;
        const attrs = c[2] ?? '';
        const body = c[3] ?? '';
        let value = '';
        if (attrs.includes('t="inlineStr"')) value = unescapeXml(/<t[^>]*>([\s\S]*?)<\/t>/.exec(body)?.[1] ?? '');
        else if (attrs.includes('t="s"')) value = shared[Number(/<v>([^<]*)<\/v>/.exec(body)?.[1])] ?? '';
        else value = unescapeXml(/<v>([^<]*)<\/v>/.exec(body)?.[1] ?? '');
        while (cells.length < col) cells.push('');
        cells[col] = value;
      }
      return cells;
    });
    return { name, rows };
  });
}
