import { afterEach, describe, expect, it } from 'vitest';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mountPage, type MountedPage } from '@floorhire/remote-kit/testing';
import { BATCH_RESUME_TEXTS as T, RESUME_BATCH_EVENT, RESUME_BATCH_TOPIC, RESUME_TEXTS, type ResumeBatch, type ResumeBatchCounts } from '@floorhire/domain-pro-profile';
import { BatchUploadPage } from './batch-upload-page';

configure({ asyncUtilTimeout: 10_000 });

let mounted: MountedPage | undefined;
afterEach(async () => {
  await mounted?.unmount();
  mounted = undefined;
});

const counts = (over: Partial<ResumeBatchCounts>): ResumeBatchCounts => ({ pending: 0, uploaded: 0, processing: 0, completed: 0, error: 0, created: 0, updated: 0, ...over });
const file = (id: number, fileName: string) => ({ id, position: id, fileName, byteSize: 10, status: 'pending' as const, error: null, outcome: null, userProfileId: null, proName: null, updateTs: '2026-11-29T06:00:00.000Z' });
const batch: ResumeBatch = {
  id: 7,
  kind: 'upload',
  status: 'pending',
  fileName: null,
  fileCount: 2,
  counts: counts({ pending: 2 }),
  error: null,
  creatorName: 'Sam Staff',
  createTs: '2026-11-29T06:00:00.000Z',
  updateTs: '2026-11-29T06:00:00.000Z',
  files: [file(71, 'a.pdf'), file(72, 'b.png')],
};

/** An event stream the test writes to. */
function eventStream() {
  let push: (text: string) => void = () => undefined;
  const topics: string[] = [];
  const handler = (call: { query: URLSearchParams }) => {
    topics.push(call.query.get('topics') ?? '');
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        push = (text) => controller.enqueue(new TextEncoder().encode(text));
        push('event: ready\nid: 0\ndata: {}\n\n');
      },
    });
    return new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } });
  };
  let id = 0;
  const send = (payload: unknown) => push(`id: ${++id}\nevent: ${RESUME_BATCH_EVENT}\ndata: ${JSON.stringify({ topic: RESUME_BATCH_TOPIC, payload })}\n\n`);
  return { handler, topics, send };
}

describe('bulk resume upload (/admin/batch-resume/upload)', { timeout: 30_000 }, () => {
  it('sends the resumes it can take, says why it leaves one out, and moves the progress bar as events arrive', async () => {
    const stream = eventStream();
    const puts: string[] = [];
    mounted = await mountPage(BatchUploadPage, {
      path: '/admin/batch-resume/upload',
      api: {
        'GET /events': stream.handler,
        'GET /resume-batch': () => ({ batches: [], count: 0 }),
        'POST /resume-batch': () => batch,
        'PUT /resume-batch/:id/file/:fileId': (call) => {
          puts.push(call.path);
          return { ...file(Number(call.path.split('/').at(-1)), 'x'), status: 'uploaded' };
        },
        'GET /resume-batch/:id': () => ({ ...batch, files: batch.files!.map((f) => ({ ...f, status: 'completed', outcome: 'created', userProfileId: 900 + f.id, proName: `Pro ${f.id}` })) }),
      },
    });
    expect(await screen.findByText(T.noBatches)).toBeTruthy();
    await waitFor(() => expect(stream.topics).toEqual([RESUME_BATCH_TOPIC]));

    const files = [new File(['%PDF-1.4'], 'a.pdf', { type: 'application/pdf' }), new File(['png'], 'b.png', { type: 'image/png' }), new File(['gif'], 'c.gif', { type: 'image/gif' })];
    fireEvent.change(screen.getByLabelText(T.chooseFiles), { target: { files } });
    expect(await screen.findByText(`c.gif: ${RESUME_TEXTS.unsupportedType}`)).toBeTruthy();
    expect(screen.getByText(T.chosen(2, 3))).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: T.upload }));

    await waitFor(() => expect(puts.sort()).toEqual(['/resume-batch/7/file/71', '/resume-batch/7/file/72']));
    const created = mounted.server.calls.find((c) => c.method === 'POST' && c.path === '/resume-batch')!;
    expect(created.body).toEqual({ files: [{ fileName: 'a.pdf', byteSize: 8 }, { fileName: 'b.png', byteSize: 3 }] });
    const card = await screen.findByRole('article', { name: T.batchOf('upload', 2) });
    expect(within(card).getByTestId('batch-progress').textContent).toBe(T.progress(0, 2));

    stream.send({ batchId: 7, status: 'pending', fileCount: 2, counts: counts({ completed: 1, uploaded: 1, created: 1 }) });
    await waitFor(() => expect(within(card).getByTestId('batch-progress').textContent).toBe(T.progress(1, 2)));
    stream.send({ batchId: 7, status: 'completed', fileCount: 2, counts: counts({ completed: 2, created: 1, updated: 1 }) });
    await waitFor(() => expect(within(card).getByTestId('batch-status').textContent).toBe(T.batchStatus.completed));
    expect(within(card).getByTestId('batch-counts').textContent).toBe(T.counts(1, 1, 0));

    // A batch made here shows its files at once; each moves with its own event.
    expect(within(card).getAllByTestId('batch-file')).toHaveLength(2);
    stream.send({ batchId: 7, status: 'completed', fileCount: 2, counts: counts({ completed: 2, created: 1, updated: 1 }), file: { ...file(72, 'b.png'), status: 'error', error: RESUME_TEXTS.noText } });
    expect(await within(card).findByText(RESUME_TEXTS.noText)).toBeTruthy();
    // Closed and opened again, the files are read afresh, with the pros they became.
    await userEvent.click(within(card).getByRole('button', { name: T.hideFiles }));
    await userEvent.click(within(card).getByRole('button', { name: T.showFiles }));
    expect(await within(card).findByRole('link', { name: `${T.openPro}: Pro 71` })).toBeTruthy();
  });
});
