import { randomUUID } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';
import type { EmployerPhotoType } from '@floorhire/domain-employer-account';
import type { Queryable } from '../../db';
import type { ModuleSeed } from '../module';
import { photoPath } from './employer-account.service';
import { insertFile, insertPhoto, recordOnboardingStep } from './employer-account.repository';

// The module's demo rows (docs/decisions/172, 177): a gallery for Acme Machining, so the company
// profile shows photos of each type, and the trial Company Admin half-way through onboarding, so
// /employer/onboard shows where they stopped. Skills, frequent positions and preferences come
// with the baseline employers.

export const employerAccountSeed: ModuleSeed = {
  order: 100,
  async run({ tx, world }) {
    const acme = world.employers.find((e) => e.key === 'acme');
    const lakeside = world.employers.find((e) => e.key === 'lakeside');
    let count = 0;
    if (acme) count += await seedGallery(tx, acme.id);
    if (lakeside) {
      await recordOnboardingStep(tx, world.users.trial.id, lakeside.id, 'company-profile', 'done');
      count += 1;
    }
    return count;
  },
};

const GALLERY: readonly { type: EmployerPhotoType; colours: readonly [number, number, number][] }[] = [
  { type: 'Introduction', colours: [[20, 90, 50], [230, 236, 232]] },
  { type: 'Facility', colours: [[60, 72, 88], [200, 206, 214]] },
  { type: 'Facility', colours: [[120, 84, 40], [236, 226, 210]] },
  { type: 'Product', colours: [[40, 70, 130], [214, 222, 240]] },
];

export async function seedGallery(tx: Queryable, employerId: number): Promise<number> {
  for (const photo of GALLERY) {
    const fileId = randomUUID();
    await insertFile(tx, { id: fileId, employerId, mimeType: 'image/png', bytes: stripedPng(480, 320, photo.colours) });
    await insertPhoto(tx, { employerId, type: photo.type, url: photoPath(fileId), fileId });
  }
  return GALLERY.length;
}

/** A small real PNG (diagonal stripes of two colours), so the demo gallery needs no binary files. */
export function stripedPng(width: number, height: number, colours: readonly (readonly [number, number, number])[]): Uint8Array {
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    const row = y * (width * 3 + 1);
    for (let x = 0; x < width; x++) {
      const [r, g, b] = colours[Math.floor((x + y) / 40) % colours.length]!;
      raw.set([r, g, b], row + 1 + x * 3);
    }
  }
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body) >>> 0);
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return new Uint8Array(Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', deflateSync(raw)), chunk('IEND', Buffer.alloc(0))]));
}
