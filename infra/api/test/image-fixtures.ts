import { crc32, deflateSync } from 'node:zlib';

// Real images for tests and journeys, made here instead of kept as binary blobs: a PNG any
// browser draws, and a 24-bit BMP. Test-only; nothing in the running product imports this file.

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A width × height PNG of one colour; `padTo` appends a private chunk until the file has that many bytes. */
export function pngImage(width = 64, height = 64, rgb: [number, number, number] = [37, 99, 235], padTo = 0): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => rgb).flat())]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: height }, () => row)));
  const parts = [Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', pixels)];
  const end = chunk('IEND', Buffer.alloc(0));
  const size = parts.reduce((n, p) => n + p.length, 0) + end.length;
  // An ancillary chunk ('prVt') that decoders skip: a real image of an exact size for the limit tests.
  if (padTo > size + 12) parts.push(chunk('prVt', Buffer.alloc(padTo - size - 12)));
  return Buffer.concat([...parts, end]);
}

/** A 2 × 2 24-bit BMP. */
export function bmpImage(): Buffer {
  const rowBytes = 8; // 2 pixels × 3 bytes, padded to 4
  const pixelBytes = rowBytes * 2;
  const file = Buffer.alloc(54 + pixelBytes);
  file.write('BM', 0, 'ascii');
  file.writeUInt32LE(file.length, 2);
  file.writeUInt32LE(54, 10);
  file.writeUInt32LE(40, 14);
  file.writeInt32LE(2, 18);
  file.writeInt32LE(2, 22);
  file.writeUInt16LE(1, 26);
  file.writeUInt16LE(24, 28);
  file.writeUInt32LE(pixelBytes, 34);
  return file;
}

export const dataUrl = (mimeType: string, bytes: Buffer): string => `data:${mimeType};base64,${bytes.toString('base64')}`;
