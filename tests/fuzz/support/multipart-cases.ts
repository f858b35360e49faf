// Hostile uploads for operations that document multipart/form-data: the JSON fields travel as a string part
// (`data`), the images as file parts. A rejected upload must answer 4xx and leave no file in storage.
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { HUGE, NUL, abbreviate } from './hostile';
import type { Operation } from './operations';
import { baseline, target, type Case, type RequestSpec } from './request';
import type { Json } from './registry';
import { png, type Tenant } from './tenants';

type Part = string | { blob: Blob; name: string };

function form(parts: Record<string, Part | Part[]>): FormData {
  const f = new FormData();
  for (const [name, value] of Object.entries(parts)) {
    for (const v of Array.isArray(value) ? value : [value]) {
      if (typeof v === 'string') f.append(name, v);
      else f.append(name, v.blob, v.name);
    }
  }
  return f;
}

const describeParts = (parts: Record<string, Part | Part[]>) =>
  Object.entries(parts)
    .map(([k, v]) =>
      (Array.isArray(v) ? v : [v])
        .map((one) =>
          typeof one === 'string'
            ? `${k}=${printablePart(one)}`
            : `${k}=<file ${JSON.stringify(abbreviate(one.name))} ${one.blob.type || 'no type'} ${one.blob.size} bytes>`,
        )
        .join(', '),
    )
    .join(', ');

/** A text part as JSON text, its long strings shortened (the JSON in `data` shows which field was changed). */
function printablePart(text: string): string {
  try {
    return JSON.stringify(JSON.stringify(abbreviate(JSON.parse(text))));
  } catch {
    return JSON.stringify(abbreviate(text));
  }
}

/** Files under the uploads folder: counted before and after each upload. */
export async function storedFileCount(): Promise<number> {
  const root = path.resolve(process.env.DATA_DIR ?? '.data', 'uploads');
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((e) => e.isFile()).length;
}

export function multipartCases(op: Operation): Case[] {
  const schema = op.body['multipart/form-data'];
  if (!schema) return [];
  const props = schema.properties ?? {};
  const fileParts = Object.keys(props).filter((k) => props[k]!.format === 'binary');
  const dataPart = Object.keys(props).find(
    (k) => props[k]!.type === 'string' && props[k]!.format !== 'binary',
  );
  const jsonFields = Object.entries(op.body['application/json']?.properties ?? {})
    .filter(([, s]) => [s.type].flat().includes('string'))
    .map(([k]) => k);

  const upload =
    (
      build: (body: Json, image: Blob) => Record<string, Part | Part[]>,
      headers: Record<string, string> = {},
    ): Case['make'] =>
    async (a: Tenant): Promise<RequestSpec> => {
      const base = await baseline(op, a);
      const parts = build(base.body ?? {}, await png());
      return {
        method: op.method,
        path: target(op, base.params, base.query),
        headers,
        body: form(parts),
        printable: `multipart/form-data: ${describeParts(parts)}`,
        auth: 'tenant',
      };
    };
  const images = (image: Blob) =>
    Object.fromEntries(fileParts.map((p) => [p, { blob: image, name: `${p}.png` }]));
  const withData = (body: Json, image: Blob, data: string | Part = JSON.stringify(body)) => ({
    ...(dataPart ? { [dataPart]: data } : {}),
    ...images(image),
  });
  const rejectedUpload = (
    kind: string,
    build: Parameters<typeof upload>[0],
    status: number[],
    detail?: string,
  ): Case => ({
    kind: `multipart:${kind}`,
    detail,
    upload: true,
    expect: { status },
    make: upload(build),
  });

  const cases: Case[] = [
    { kind: 'multipart:valid', upload: true, make: upload((body, image) => withData(body, image)) },
    rejectedUpload('data-malformed-json', (body, image) => withData(body, image, '{"a": '), [400]),
    rejectedUpload('data-array', (body, image) => withData(body, image, '[1]'), [400, 422]),
    rejectedUpload(
      'data-as-file',
      (body, image) => withData(body, image, { blob: new Blob([JSON.stringify(body)]), name: 'data.json' }),
      [400, 422],
    ),
    rejectedUpload(
      'data-unknown-field',
      (body, image) => withData({ ...body, fuzzUnknownField: 'x' }, image),
      [422],
    ),
    rejectedUpload(
      'file-not-an-image',
      (body, image) => ({
        ...withData(body, image),
        [fileParts[0]!]: { blob: new Blob(['not an image'], { type: 'image/png' }), name: 'x.png' },
      }),
      [413, 415, 422],
    ),
    rejectedUpload(
      'file-empty',
      (body, image) => ({
        ...withData(body, image),
        [fileParts[0]!]: { blob: new Blob([], { type: 'image/png' }), name: 'x.png' },
      }),
      [413, 415, 422],
    ),
    rejectedUpload(
      'file-as-text-part',
      (body, image) => ({ ...withData(body, image), [fileParts[0]!]: 'not a file' }),
      [422],
    ),
    rejectedUpload(
      'file-too-large',
      (body, image) => ({
        ...withData(body, image),
        [fileParts[0]!]: {
          blob: new Blob([new Uint8Array(11 * 1024 * 1024)], { type: 'image/png' }),
          name: 'big.png',
        },
      }),
      [413, 422],
    ),
    ...Object.entries({
      nul: `lo${NUL}go.png`,
      long: `${HUGE.slice(0, 5000)}.png`,
      traversal: '../../../../etc/logo.png',
      'no-extension': 'logo',
      rtl: '\u202Egnp.exe',
    }).map(([name, filename]): Case => ({
      kind: 'multipart:file-name',
      detail: name,
      upload: true,
      make: upload((body, image) => ({
        ...withData(body, image),
        [fileParts[0]!]: { blob: image, name: filename },
      })),
    })),
    {
      kind: 'multipart:file-twice',
      upload: true,
      make: upload((body, image) => ({
        ...withData(body, image),
        [fileParts[0]!]: [
          { blob: image, name: 'a.png' },
          { blob: image, name: 'b.png' },
        ],
      })),
    },
    {
      kind: 'multipart:unknown-part',
      upload: true,
      make: upload((body, image) => ({ ...withData(body, image), fuzzPart: 'x' })),
    },
    {
      kind: 'multipart:garbage',
      upload: true,
      expect: { status: [400] },
      make: async (a) => {
        const base = await baseline(op, a);
        return {
          method: op.method,
          path: target(op, base.params, base.query),
          headers: { 'content-type': 'multipart/form-data; boundary=fuzz' },
          body: '--fuzz\r\nContent-Disposition: form-data; name="data"\r\n\r\n{"a":1}\r\n--fu',
          printable: 'a multipart body cut off before its closing boundary',
          auth: 'tenant',
        };
      },
    },
  ];
  // NUL in each text field of an upload that carries a valid image: the image must not stay behind.
  for (const field of jsonFields) {
    cases.push(
      rejectedUpload(
        'data-field-nul',
        (body, image) => withData({ ...body, [field]: NUL }, image),
        [400, 422],
        field,
      ),
    );
  }
  return cases;
}
