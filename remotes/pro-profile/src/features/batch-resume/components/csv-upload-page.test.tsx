import { afterEach, describe, expect, it } from 'vitest';
import { configure, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { failWith, mountPage, type MountedPage } from '@floorhire/remote-kit/testing';
import { BATCH_RESUME_TEXTS as T, type ResumeBatch } from '@floorhire/domain-pro-profile';
import { CsvUploadPage } from './csv-upload-page';

configure({ asyncUtilTimeout: 10_000 });

let mounted: MountedPage | undefined;
afterEach(async () => {
  await mounted?.unmount();
  mounted = undefined;
});

const batch: ResumeBatch = {
  id: 9,
  kind: '5x5-csv',
  status: 'pending',
  fileName: 'fair.csv',
  fileCount: 2,
  counts: { pending: 0, uploaded: 1, processing: 0, completed: 0, error: 1, created: 0, updated: 0 },
  error: null,
  creatorName: null,
  createTs: '2026-11-29T06:00:00.000Z',
  updateTs: '2026-11-29T06:00:00.000Z',
  files: [
    { id: 1, position: 1, fileName: 'fair.csv row 2: Avery Stone', byteSize: null, status: 'uploaded', error: null, outcome: null, userProfileId: null, proName: null, updateTs: '2026-11-29T06:00:00.000Z' },
    { id: 2, position: 2, fileName: 'fair.csv row 3: Blake', byteSize: null, status: 'error', error: T.row(3, T.rowLastNameMissing), outcome: null, userProfileId: null, proName: null, updateTs: '2026-11-29T06:00:00.000Z' },
  ],
};

describe('5x5 CSV upload (/admin/batch-resume/5x5-csv-upload)', { timeout: 30_000 }, () => {
  it("sends the file's text, shows its rows with the line of each bad one, and shows the API's words for a file it refuses", async () => {
    let refuse = true;
    mounted = await mountPage(CsvUploadPage, {
      path: '/admin/batch-resume/5x5-csv-upload',
      api: {
        'GET /resume-batch': () => ({ batches: [], count: 0 }),
        'POST /resume-batch/5x5-csv': () => (refuse ? failWith(422, T.csvMissingColumns(['Phone'])) : batch),
      },
    });
    expect(await screen.findByText(T.noBatches)).toBeTruthy();
    const csv = 'First name,Last name,Email,Phone,ZIP\nAvery,Stone,avery@example.test,9375550100,45402\nBlake,,b@example.test,,\n';
    fireEvent.change(screen.getByLabelText(T.chooseCsv), { target: { files: [new File([csv], 'fair.csv', { type: 'text/csv' })] } });
    await userEvent.click(screen.getByRole('button', { name: T.upload }));
    expect(await screen.findByText(T.csvMissingColumns(['Phone']))).toBeTruthy();

    refuse = false;
    await userEvent.click(screen.getByRole('button', { name: T.upload }));
    await waitFor(() => expect(mounted!.server.calls.filter((c) => c.method === 'POST').at(-1)?.body).toEqual({ fileName: 'fair.csv', csv }));
    expect(await screen.findByRole('article', { name: `${T.batchOf('5x5-csv', 2)} · fair.csv` })).toBeTruthy();
    expect(screen.getByText(T.row(3, T.rowLastNameMissing))).toBeTruthy();
  });
});
