/**
 * A ZIP writer for hostile-input tests: parts stored or deflated, with the sizes written honestly
 * into the local headers and the central directory (as a zip bomb does).
 */
import { crc32, deflateRawSync } from 'node:zlib';

export function zipOf(parts: Record<string, Buffer | string>, deflated: string[] = []): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, content] of Object.entries(parts)) {
    const raw = Buffer.isBuffer(content) ? content : Buffer.from(content, 'utf8');
    const deflate = deflated.includes(name);
    const data = deflate ? deflateRawSync(raw, { level: 9 }) : raw;
    const nameBytes = Buffer.from(name, 'utf8');
    const header = (size: number, signature: number) => {
      const h = Buffer.alloc(size);
      h.writeUInt32LE(signature, 0);
      return h;
    };
    const local = header(30, 0x04034b50);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(deflate ? 8 : 0, 8);
    local.writeUInt32LE(crc32(raw), 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(raw.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    locals.push(local, nameBytes, data);
    const central = header(46, 0x02014b50);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(deflate ? 8 : 0, 10);
    central.writeUInt32LE(crc32(raw), 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(raw.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    centrals.push(central, nameBytes);
    offset += local.length + nameBytes.length + data.length;
  }
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(centrals.length / 2, 8);
  end.writeUInt16LE(centrals.length / 2, 10);
  end.writeUInt32LE(
    centrals.reduce((sum, b) => sum + b.length, 0),
    12,
  );
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, ...centrals, end]);
}

const CONTENT_TYPES =
  '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>';

/** A DOCX of about 120 KB whose document.xml unpacks to 120 MB. */
export const docxBomb = () =>
  zipOf(
    {
      '[Content_Types].xml': CONTENT_TYPES,
      '_rels/.rels': '<?xml version="1.0"?><Relationships/>',
      'word/document.xml': Buffer.alloc(120_000_000, 0x41),
    },
    ['word/document.xml'],
  );

/** A small DOCX that carries another archive inside. */
export const docxWithNestedZip = () =>
  zipOf({
    '[Content_Types].xml': CONTENT_TYPES,
    '_rels/.rels': '<?xml version="1.0"?><Relationships/>',
    'word/document.xml': '<?xml version="1.0"?><w:document/>',
    'word/media/more.zip': zipOf({ 'a.txt': 'a' }),
  });
