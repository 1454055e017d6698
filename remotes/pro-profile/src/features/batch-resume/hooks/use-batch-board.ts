import { useCallback, useEffect, useRef, useState } from 'react';
import * as v from 'valibot';
import { joinUrl, openEventStream } from '@floorhire/api-client';
import { useRemoteProps } from '@floorhire/contract';
import { RESUME_BATCH_EVENT, RESUME_BATCH_TOPIC, ResumeBatchProgressSchema, type ResumeBatch, type ResumeBatchFile, type ResumeBatchList, type ResumeBatchProgress } from '@floorhire/domain-pro-profile';
import { useApi, useResource, type Resource } from '@floorhire/remote-kit';
import { fetchBatches } from '../api/list-batches';
import { fetchBatch } from '../api/read-batch';

// The staff's batch board: a page of batches that moves live. Each change of a batch or of one
// of its files comes on the platform event stream (topic resume-batches:all, published in the
// transaction that made it; ADR 161, 321), so the progress bars move without asking the API
// again and again. The page is read once when the stream opens and after a reset; only if the
// stream is refused for good does the page ask every few seconds while a batch still runs.

const FALLBACK_POLL_MS = 3_000;

/** A batch with one event applied: its status and counts from the event. */
export function applyProgress(batch: ResumeBatch, event: ResumeBatchProgress): ResumeBatch {
  return batch.id === event.batchId ? { ...batch, status: event.status, counts: event.counts, fileCount: event.fileCount } : batch;
}

/** A batch's files with the one that moved replaced. */
export function applyFile(files: readonly ResumeBatchFile[], file: ResumeBatchFile): ResumeBatchFile[] {
  return files.map((f) => (f.id === file.id ? file : f));
}

export interface BatchBoard {
  list: Resource<ResumeBatchList>;
  page: number;
  setPage(page: number): void;
  live: boolean;
  /** Files of the batches shown open, kept current by the stream. */
  files: Readonly<Record<number, ResumeBatchFile[]>>;
  open(batchId: number): Promise<void>;
  close(batchId: number): void;
  /** A batch this tab just made goes on top at once, with its files. */
  add(batch: ResumeBatch): void;
}

export function useBatchBoard(): BatchBoard {
  const api = useApi();
  const { apiBase, session } = useRemoteProps();
  const [page, setPage] = useState(0);
  const [live, setLive] = useState(false);
  const [failed, setFailed] = useState(false);
  const [files, setFiles] = useState<Record<number, ResumeBatchFile[]>>({});
  const load = useCallback((signal: AbortSignal) => fetchBatches(api, page, signal), [api, page]);
  const list = useResource(`resume-batches:${page}`, load);
  const { mutate, reload } = list;
  const shown = useRef(new Set<number>());
  useEffect(() => {
    shown.current = new Set(list.data?.batches.map((b) => b.id) ?? []);
  }, [list.data]);

  useEffect(() => {
    const stream = openEventStream({
      url: joinUrl(apiBase.candidateDiscovery, 'events'),
      topics: [RESUME_BATCH_TOPIC],
      getAccessToken: () => session.getAccessToken(),
      onUnauthorized: async () => (await session.refresh()) !== null,
      onEvent: (event) => {
        if (event.type !== RESUME_BATCH_EVENT) return;
        const parsed = v.safeParse(ResumeBatchProgressSchema, event.payload);
        if (!parsed.success) return;
        const progress = parsed.output;
        // A batch made in another tab: the first page shows it once read again.
        if (!shown.current.has(progress.batchId)) {
          if (page === 0) reload();
          return;
        }
        mutate((data) => data && { ...data, batches: data.batches.map((b) => applyProgress(b, progress)) });
        const moved = progress.file;
        if (moved) setFiles((all) => (all[progress.batchId] ? { ...all, [progress.batchId]: applyFile(all[progress.batchId]!, moved) } : all));
      },
      onStatus: (status) => {
        setLive(status === 'open');
        if (status === 'open') {
          setFailed(false);
          reload();
        }
      },
      onReset: reload,
      onError: () => setFailed(true),
    });
    return () => stream.close();
  }, [apiBase.candidateDiscovery, session, mutate, reload, page]);

  const running = list.data?.batches.some((b) => b.status === 'pending') ?? false;
  useEffect(() => {
    if (!failed || !running) return;
    const timer = setInterval(reload, FALLBACK_POLL_MS);
    return () => clearInterval(timer);
  }, [failed, running, reload]);

  const open = useCallback(
    async (batchId: number) => {
      const batch = await fetchBatch(api, batchId);
      setFiles((all) => ({ ...all, [batchId]: batch.files ?? [] }));
      mutate((data) => data && { ...data, batches: data.batches.map((b) => (b.id === batchId ? { ...batch, files: undefined } : b)) });
    },
    [api, mutate],
  );
  const close = useCallback((batchId: number) => setFiles(({ [batchId]: _gone, ...rest }) => rest), []);
  const add = useCallback(
    (batch: ResumeBatch) => {
      shown.current.add(batch.id);
      mutate((data) => ({ batches: [batch, ...(data?.batches ?? []).filter((b) => b.id !== batch.id)], count: (data?.count ?? 0) + 1 }));
      if (batch.files) setFiles((all) => ({ ...all, [batch.id]: batch.files! }));
    },
    [mutate],
  );
  return { list, page, setPage, live, files, open, close, add };
}
