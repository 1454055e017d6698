import { useState, type ReactNode } from 'react';
import { useRemoteProps } from '@floorhire/contract';
import { Button, Card, Checkbox, Field, Flex, Heading, Input, NativeSelect, Stack, Tabs, Text } from '@floorhire/ui';
import type { PlanLength } from '@floorhire/domain-billing';
import { toApiError, useApi, useResource } from '@floorhire/remote-kit';
import { REMOTE_TEXTS as T } from '#app/texts';
import { useProducts } from '../api/get-products';
import { createAllocation } from '../api/staff-allocation';
import { advanceClock } from '../api/staff-clock';
import { cancelSubscription, changeSubscription, createSubscription, pauseSubscription, resumeSubscription } from '../api/staff-subscription';
import { fetchSubscriptionHistory } from '../api/get-subscription-history';

function Labelled({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Field.Root>
      <Field.Label>{label}</Field.Label>
      {children}
    </Field.Root>
  );
}

/** Staff actions (spec 002 §6, §7): create, change, cancel (invoice_now, proration), pause, resume, allocations and the test clock. */
export function StaffPanel({ employerId, subscriptionId, revision, onChanged }: { employerId: number; subscriptionId: number | null; revision: number; onChanged(): void }) {
  const api = useApi();
  const { notify } = useRemoteProps();
  const products = useProducts();
  const current = useResource(subscriptionId ? `staff-sub:${subscriptionId}:${revision}` : null, async (signal) => {
    const page = await fetchSubscriptionHistory(api, employerId, subscriptionId! + 1, signal);
    return page.data.find((s) => s.id === subscriptionId) ?? null;
  });
  const [busy, setBusy] = useState<string | null>(null);
  const [form, setForm] = useState({ product: '', interval: 'annual' as PlanLength, amount: '', collection: 'charge_automatically', start: '', iterations: '', slots: '' });
  const [change, setChange] = useState({ addOn: '', contract: '', end: '' });
  const [cancelOpts, setCancelOpts] = useState({ invoiceNow: true, proration: true });
  const [days, setDays] = useState('30');
  const [unlocks, setUnlocks] = useState('10');
  const [clockText, setClockText] = useState<string | null>(null);
  const [key, setKey] = useState(() => crypto.randomUUID());

  const act = async (name: string, fn: () => Promise<unknown>, done: string = T.done) => {
    setBusy(name);
    try {
      await fn();
      notify({ kind: 'snackbar', type: 'success', message: done });
      setKey(crypto.randomUUID());
      onChanged();
    } catch (error) {
      notify({ kind: 'alert', type: 'error', message: toApiError(error).message, duration: 5000 });
    } finally {
      setBusy(null);
    }
  };

  const sub = current.data ?? null;
  const productId = Number(form.product || products.data?.find((p) => p.amountCents > 0)?.id || 0);

  return (
    <Card.Root size="sm" data-testid="staff-panel">
      <Card.Header>
        <Heading as="h2" size="md">
          {T.staffTitle}
        </Heading>
      </Card.Header>
      <Card.Body pt="0">
        <Tabs.Root defaultValue="plan" variant="line">
          <Tabs.List>
            <Tabs.Trigger value="plan">{T.planTab}</Tabs.Trigger>
            <Tabs.Trigger value="clock">{T.clockTab}</Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="plan">
            <Stack gap="5">
              <Stack as="section" gap="3" aria-label={T.createSubscription}>
                <Heading as="h3" size="sm">
                  {T.createSubscription}
                </Heading>
                <Flex gap="3" wrap="wrap">
                  <Labelled label={T.product}>
                    <NativeSelect.Root>
                      <NativeSelect.Field value={String(productId || '')} onChange={(e) => setForm({ ...form, product: e.currentTarget.value })}>
                        {(products.data ?? []).map((p) => (
                          <option key={p.id} value={p.id}>
                            {p.name}
                          </option>
                        ))}
                      </NativeSelect.Field>
                      <NativeSelect.Indicator />
                    </NativeSelect.Root>
                  </Labelled>
                  <Labelled label={T.interval}>
                    <NativeSelect.Root>
                      <NativeSelect.Field value={form.interval} onChange={(e) => setForm({ ...form, interval: e.currentTarget.value as PlanLength })}>
                        <option value="annual">{T.annualLabel}</option>
                        <option value="quarterly">{T.quarterlyLabel}</option>
                      </NativeSelect.Field>
                      <NativeSelect.Indicator />
                    </NativeSelect.Root>
                  </Labelled>
                  <Labelled label={T.collection}>
                    <NativeSelect.Root>
                      <NativeSelect.Field value={form.collection} onChange={(e) => setForm({ ...form, collection: e.currentTarget.value })}>
                        <option value="charge_automatically">{T.chargeAutomatically}</option>
                        <option value="send_invoice">{T.sendInvoice}</option>
                      </NativeSelect.Field>
                      <NativeSelect.Indicator />
                    </NativeSelect.Root>
                  </Labelled>
                  <Labelled label={T.amount}>
                    <Input inputMode="decimal" value={form.amount} onChange={(e) => setForm({ ...form, amount: e.target.value })} />
                  </Labelled>
                  <Labelled label={T.startDate}>
                    <Input type="date" value={form.start} onChange={(e) => setForm({ ...form, start: e.target.value })} />
                  </Labelled>
                  <Labelled label={T.iterations}>
                    <Input inputMode="numeric" value={form.iterations} onChange={(e) => setForm({ ...form, iterations: e.target.value })} />
                  </Labelled>
                  <Labelled label={T.contractJobSlots}>
                    <Input inputMode="numeric" value={form.slots} onChange={(e) => setForm({ ...form, slots: e.target.value })} />
                  </Labelled>
                </Flex>
                <Button
                  alignSelf="flex-start"
                  colorPalette="brand"
                  loading={busy === 'create'}
                  disabled={!productId}
                  onClick={() =>
                    void act('create', () =>
                      createSubscription(
                        api,
                        {
                          employerId,
                          product: productId,
                          interval: form.interval,
                          collectionMethod: form.collection as 'charge_automatically' | 'send_invoice',
                          ...(form.amount ? { amount: Number(form.amount) } : {}),
                          ...(form.start ? { startDate: form.start } : {}),
                          ...(form.iterations ? { iterations: Number(form.iterations) } : {}),
                          ...(form.slots ? { contractJobSlots: Number(form.slots) } : {}),
                        },
                        key,
                      ),
                    )
                  }
                >
                  {T.createSubscription}
                </Button>
              </Stack>

              <Stack as="section" gap="3" aria-label={T.changePlan}>
                <Heading as="h3" size="sm">
                  {T.changePlan}
                </Heading>
                {!sub ? (
                  <Text>{T.noSubscriptionToChange}</Text>
                ) : (
                  <>
                    <Text>
                      {sub.plan} · {sub.status} · {T.contractJobSlots}: {sub.contractJobSlots} · {T.addOnJobSlots}: {sub.addOnJobSlots}
                    </Text>
                    <Flex gap="3" wrap="wrap">
                      <Labelled label={T.contractJobSlots}>
                        <Input inputMode="numeric" value={change.contract} onChange={(e) => setChange({ ...change, contract: e.target.value })} />
                      </Labelled>
                      <Labelled label={T.addOnJobSlots}>
                        <Input inputMode="numeric" value={change.addOn} onChange={(e) => setChange({ ...change, addOn: e.target.value })} />
                      </Labelled>
                      <Labelled label={T.endDate}>
                        <Input type="date" value={change.end} onChange={(e) => setChange({ ...change, end: e.target.value })} />
                      </Labelled>
                    </Flex>
                    <Flex gap="2" wrap="wrap">
                      <Button
                        variant="outline"
                        loading={busy === 'change'}
                        onClick={() =>
                          void act('change', () =>
                            changeSubscription(api, sub.id, {
                              ...(change.contract ? { contractJobSlots: Number(change.contract) } : {}),
                              ...(change.addOn ? { addOnJobSlots: Number(change.addOn) } : {}),
                              ...(change.end ? { endDate: change.end } : {}),
                            }),
                          )
                        }
                      >
                        {T.saveChanges}
                      </Button>
                      {sub.status === 'paused' ? (
                        <Button variant="outline" loading={busy === 'resume'} onClick={() => void act('resume', () => resumeSubscription(api, sub.id))}>
                          {T.resume}
                        </Button>
                      ) : sub.status === 'active' ? (
                        <Button variant="outline" loading={busy === 'pause'} onClick={() => void act('pause', () => pauseSubscription(api, sub.id))}>
                          {T.pause}
                        </Button>
                      ) : null}
                      <Button variant="outline" loading={busy === 'slot'} onClick={() => void act('slot', () => createAllocation(api, employerId, 'job-slot', undefined, key))}>
                        {T.addJobSlot}
                      </Button>
                    </Flex>
                    <Flex gap="3" align="flex-end" wrap="wrap">
                      <Labelled label={T.unlockQuantity}>
                        <Input inputMode="numeric" value={unlocks} onChange={(e) => setUnlocks(e.target.value)} maxW="32" />
                      </Labelled>
                      <Button variant="outline" loading={busy === 'unlocks'} onClick={() => void act('unlocks', () => createAllocation(api, employerId, 'talent_search_unlocks', Number(unlocks) || undefined, key))}>
                        {T.addUnlocks}
                      </Button>
                    </Flex>
                    <Flex gap="4" wrap="wrap" align="center">
                      <Checkbox.Root checked={cancelOpts.invoiceNow} onCheckedChange={(e) => setCancelOpts({ ...cancelOpts, invoiceNow: e.checked === true })}>
                        <Checkbox.HiddenInput />
                        <Checkbox.Control />
                        <Checkbox.Label>{T.invoiceNow}</Checkbox.Label>
                      </Checkbox.Root>
                      <Checkbox.Root checked={cancelOpts.proration} onCheckedChange={(e) => setCancelOpts({ ...cancelOpts, proration: e.checked === true })}>
                        <Checkbox.HiddenInput />
                        <Checkbox.Control />
                        <Checkbox.Label>{T.proration}</Checkbox.Label>
                      </Checkbox.Root>
                      <Button colorPalette="red" loading={busy === 'cancel'} onClick={() => void act('cancel', () => cancelSubscription(api, sub.id, cancelOpts, key))}>
                        {T.cancelSubscription}
                      </Button>
                    </Flex>
                  </>
                )}
              </Stack>
            </Stack>
          </Tabs.Content>
          <Tabs.Content value="clock">
            <Stack gap="3">
              <Flex gap="3" align="flex-end" wrap="wrap">
                <Labelled label={T.clockDays}>
                  <Input inputMode="numeric" value={days} onChange={(e) => setDays(e.target.value)} maxW="32" />
                </Labelled>
                <Button
                  colorPalette="brand"
                  loading={busy === 'clock'}
                  onClick={() =>
                    void act('clock', async () => {
                      const clock = await advanceClock(api, employerId, Number(days));
                      setClockText(`${T.clockNow(clock.billingDate, clock.offsetDays)}. ${T.advanced(clock.invoicesCreated, clock.statusChanges)}`);
                    })
                  }
                >
                  {T.advance}
                </Button>
              </Flex>
              {clockText ? (
                <Text role="status" data-testid="clock-status">
                  {clockText}
                </Text>
              ) : null}
            </Stack>
          </Tabs.Content>
        </Tabs.Root>
      </Card.Body>
    </Card.Root>
  );
}
