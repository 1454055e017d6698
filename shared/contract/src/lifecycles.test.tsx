import { afterEach, describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { Link, Route, Routes } from 'react-router';
import { createLifecycles, useRemoteProps } from './lifecycles';
import { assertRemoteProps, ContractViolationError, isCompatibleContract } from './props';
import { CONTRACT_VERSION } from './version';
import { createTestProps, mountRemote } from './testing';

// Real scheduling, no act(): mount resolves from an effect, which is what the shell waits for.

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()?.();
  window.history.replaceState(null, '', '/');
});

function Hello() {
  const { remote, session } = useRemoteProps();
  return (
    <p>
      hello {remote.name} {session.getUser()?.email}
    </p>
  );
}

describe('createLifecycles', () => {
  it('mounts the app into the given element with its props, and unmounts it', async () => {
    const lifecycles = createLifecycles(Hello, { name: 'hello' });
    const { props, unmount } = await mountRemote(lifecycles, { remote: { name: 'hello', version: '1.0.0' } });
    expect(props.domElement.textContent).toBe('hello hello owner@acme-machining.test');
    await unmount();
    expect(props.domElement.textContent).toBe('');
  });

  it('routes under the base path', async () => {
    window.history.replaceState(null, '', '/lab/x/details');
    function Routed() {
      return (
        <Routes>
          <Route index element={<Link to="details">home</Link>} />
          <Route path="details" element={<p>details page</p>} />
        </Routes>
      );
    }
    const { props, unmount } = await mountRemote(createLifecycles(Routed, { name: 'routed' }), { basePath: '/lab/x' });
    cleanups.push(unmount);
    expect(props.domElement.textContent).toBe('details page');
  });

  it('rejects mount when the first render throws, so the shell can show its fallback', async () => {
    function Broken(): never {
      throw new Error('broken on first render');
    }
    const lifecycles = createLifecycles(Broken, { name: 'broken' });
    const props = createTestProps();
    cleanups.push(async () => {
      await lifecycles.unmount(props);
      props.domElement.remove();
    });
    await expect(lifecycles.mount(props)).rejects.toThrow('broken on first render');
  });

  it('reports a crash after mount through reportError', async () => {
    let crash: () => void = () => undefined;
    function Fragile() {
      const [broken, setBroken] = useState(false);
      crash = () => setBroken(true);
      if (broken) throw new Error('crashed later');
      return <p>fine</p>;
    }
    const { props, unmount } = await mountRemote(createLifecycles(Fragile, { name: 'fragile' }));
    cleanups.push(unmount);
    crash();
    await vi.waitFor(() => expect(props.errors).toHaveLength(1));
    expect(String(props.errors[0])).toContain('crashed later');
  });

  it('refuses props that break the contract, naming the field', async () => {
    const lifecycles = createLifecycles(Hello, { name: 'hello' });
    const props = { ...createTestProps(), navigate: 'nope' };
    cleanups.push(async () => props.domElement.remove());
    await expect(lifecycles.mount(props)).rejects.toThrow(ContractViolationError);
    expect(() => assertRemoteProps({ ...createTestProps(), basePath: 'lab' })).toThrow(/basePath/);
  });

  it('declares the contract version the shell checks', () => {
    expect(createLifecycles(Hello, { name: 'hello' }).contractVersion).toBe(CONTRACT_VERSION);
    expect(isCompatibleContract(CONTRACT_VERSION, CONTRACT_VERSION)).toBe(true);
    expect(isCompatibleContract(CONTRACT_VERSION + 1, CONTRACT_VERSION)).toBe(false);
  });
});
