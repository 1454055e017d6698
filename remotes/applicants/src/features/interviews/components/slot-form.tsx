import { useState } from 'react';
import { Badge, Box, Button, Checkbox, CloseButton, Field, Flex, Grid, HStack, Input, NativeSelect, RadioGroup, Stack, Text, Textarea, Wrap } from '@floorhire/ui';
import { todayIn } from '@floorhire/rules';
import { INTERVIEW_LENGTHS, INTERVIEW_PROPOSERS, INTERVIEW_SCHEDULING_MODES, INTERVIEW_TIMES, INTERVIEW_TYPES, sortInterviewTimes } from '@floorhire/domain-applications';
import { REMOTE_TEXTS as T } from '#app/texts';
import { formSlotsUtc, initialSlotForm, timezoneOptions, type SlotFormValues, type SlotRow } from '../hooks/slot-form';

const TIME_LABEL = new Map(INTERVIEW_TIMES.map((t) => [t.value, t.label]));

export interface SlotFormProps {
  /** Staff may record the proposer in schedule mode. */
  staff: boolean;
  /** Calendar mode needs a connected calendar. */
  calendarConnected: boolean;
  /** Type, length and details are asked only for a new interview. */
  isNew: boolean;
  initialTimezone?: string | null;
  busy?: boolean;
  onSubmit(values: SlotFormValues, utc: string[]): void;
  onCancel?: () => void;
}

/** The interview form (spec 001 §3): a date and times every 15 minutes per row, in a chosen zone. */
export function SlotForm({ staff, calendarConnected, isNew, initialTimezone, busy, onSubmit, onCancel }: SlotFormProps) {
  const [values, setValues] = useState<SlotFormValues>(() => initialSlotForm({ timezone: initialTimezone ?? null }));
  const [pending, setPending] = useState<Record<number, string>>({});
  const [error, setError] = useState<string | null>(null);
  const set = <K extends keyof SlotFormValues>(key: K, value: SlotFormValues[K]) => setValues((v) => ({ ...v, [key]: value }));
  const single = values.mode !== 'schedule';
  const utc = formSlotsUtc(values);
  const minDate = todayIn(values.timezone);

  const updateRow = (key: number, patch: Partial<SlotRow>) => set('slots', values.slots.map((s) => (s.key === key ? { ...s, ...patch } : s)));
  const addTime = (row: SlotRow) => {
    const time = pending[row.key] ?? '';
    if (!time) return;
    updateRow(row.key, { times: single ? [time] : sortInterviewTimes([...row.times, time]) });
  };
  const addRow = () => set('slots', [...values.slots, { key: Math.max(0, ...values.slots.map((s) => s.key)) + 1, date: '', times: [] }]);

  const submit = () => {
    if (utc.length === 0) {
      setError(T.chooseTimes);
      return;
    }
    setError(null);
    onSubmit(values, single ? utc.slice(0, 1) : utc);
  };

  const rows = single ? values.slots.slice(0, 1) : values.slots;
  return (
    <Stack
      as="form"
      gap="4"
      data-testid="slot-form"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <Field.Root>
        <Field.Label>{T.schedulingMode}</Field.Label>
        <RadioGroup.Root value={values.mode} onValueChange={(e) => e.value && set('mode', e.value as SlotFormValues['mode'])}>
          <Flex gap="4" wrap="wrap">
            {INTERVIEW_SCHEDULING_MODES.map((mode) => (
              <RadioGroup.Item key={mode} value={mode} disabled={mode === 'calendar' && !calendarConnected}>
                <RadioGroup.ItemHiddenInput />
                <RadioGroup.ItemIndicator />
                <RadioGroup.ItemText>{T.modes[mode]}</RadioGroup.ItemText>
              </RadioGroup.Item>
            ))}
          </Flex>
        </RadioGroup.Root>
      </Field.Root>

      <Grid templateColumns={{ base: '1fr', sm: 'repeat(3, 1fr)' }} gap="3">
        <Field.Root>
          <Field.Label>{T.interviewType}</Field.Label>
          <NativeSelect.Root disabled={!isNew && values.mode !== 'calendar'}>
            <NativeSelect.Field value={values.interviewType} onChange={(e) => set('interviewType', e.currentTarget.value as SlotFormValues['interviewType'])}>
              {INTERVIEW_TYPES.map((t) => (
                <option key={t} value={t}>
                  {t}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Field.Root>
          <Field.Label>{T.interviewLength}</Field.Label>
          <NativeSelect.Root disabled={!isNew && values.mode !== 'calendar'}>
            <NativeSelect.Field value={String(values.interviewLength)} onChange={(e) => set('interviewLength', Number(e.currentTarget.value) as SlotFormValues['interviewLength'])}>
              {INTERVIEW_LENGTHS.map((n) => (
                <option key={n} value={n}>
                  {T.minutes(n)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Field.Root>
          <Field.Label>{T.timezone}</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field value={values.timezone} onChange={(e) => set('timezone', e.currentTarget.value)}>
              {timezoneOptions().map((z) => (
                <option key={z.value} value={z.value}>
                  {z.label}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
      </Grid>

      <Stack gap="3">
        {rows.map((row, index) => (
          <Box key={row.key} borderWidth="1px" borderRadius="md" p="3" data-testid="slot-row">
            <Flex gap="3" wrap="wrap" align="flex-end">
              <Field.Root width="auto">
                <Field.Label>
                  {T.slotDate} {rows.length > 1 ? index + 1 : ''}
                </Field.Label>
                <Input type="date" min={minDate} value={row.date} onChange={(e) => updateRow(row.key, { date: e.currentTarget.value })} />
              </Field.Root>
              <Field.Root width={{ base: 'full', sm: 'auto' }}>
                <Field.Label>
                  {T.slotTimes} {rows.length > 1 ? index + 1 : ''}
                </Field.Label>
                <HStack width="full">
                  <NativeSelect.Root flex="1" minW="7rem">
                    <NativeSelect.Field value={pending[row.key] ?? ''} onChange={(e) => {
                        const time = e.currentTarget.value;
                        setPending((p) => ({ ...p, [row.key]: time }));
                      }}>
                      <option value="">--:--</option>
                      {INTERVIEW_TIMES.map((t) => (
                        <option key={t.value} value={t.value}>
                          {t.label}
                        </option>
                      ))}
                    </NativeSelect.Field>
                    <NativeSelect.Indicator />
                  </NativeSelect.Root>
                  <Button size="sm" variant="outline" onClick={() => addTime(row)} disabled={!pending[row.key]}>
                    Add time
                  </Button>
                </HStack>
              </Field.Root>
              {rows.length > 1 && <CloseButton size="sm" aria-label={`${T.removeDate} ${index + 1}`} onClick={() => set('slots', values.slots.filter((s) => s.key !== row.key))} />}
            </Flex>
            {row.times.length > 0 && (
              <Wrap gap="1" mt="2">
                {row.times.map((time) => (
                  <Badge key={time} variant="subtle" size="lg" gap="1">
                    {TIME_LABEL.get(time) ?? time}
                    <CloseButton size="2xs" aria-label={`Remove ${TIME_LABEL.get(time) ?? time}`} onClick={() => updateRow(row.key, { times: row.times.filter((t) => t !== time) })} />
                  </Badge>
                ))}
              </Wrap>
            )}
          </Box>
        ))}
        {!single && (
          <Button size="sm" variant="ghost" alignSelf="flex-start" onClick={addRow}>
            {T.addDate}
          </Button>
        )}
      </Stack>

      {utc.length > 0 && (
        <Box fontSize="sm" color="fg.muted" data-testid="utc-preview">
          <Text fontWeight="semibold">{T.utcPreview}</Text>
          <Wrap gap="2">
            {(single ? utc.slice(0, 1) : utc).map((u) => (
              <Text as="span" key={u} fontFamily="mono">
                {u}
              </Text>
            ))}
          </Wrap>
        </Box>
      )}

      {(isNew || values.mode === 'calendar') && (
        <>
          <Field.Root>
            <Field.Label>{T.interviewLocation}</Field.Label>
            <Input value={values.location} maxLength={500} onChange={(e) => set('location', e.currentTarget.value)} />
          </Field.Root>
          <Field.Root>
            <Field.Label>{T.details}</Field.Label>
            <Textarea value={values.interviewDetails} maxLength={2000} rows={2} onChange={(e) => set('interviewDetails', e.currentTarget.value)} />
          </Field.Root>
        </>
      )}
      {isNew && (
        <Checkbox.Root checked={values.allowSameDayInterview} onCheckedChange={(e) => set('allowSameDayInterview', e.checked === true)}>
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>{T.allowSameDay}</Checkbox.Label>
        </Checkbox.Root>
      )}
      {staff && values.mode === 'schedule' && (
        <Field.Root width="auto">
          <Field.Label>{T.proposer}</Field.Label>
          <NativeSelect.Root width="auto">
            <NativeSelect.Field value={values.proposer} onChange={(e) => set('proposer', e.currentTarget.value as SlotFormValues['proposer'])}>
              <option value="">Super Admin</option>
              {INTERVIEW_PROPOSERS.filter((p) => p !== 'Super Admin').map((p) => (
                <option key={p} value={p}>
                  {p}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
      )}

      {error && (
        <Text color="fg.error" role="alert">
          {error}
        </Text>
      )}
      <HStack>
        <Button type="submit" loading={busy}>
          {values.mode === 'set' ? T.setTime : values.mode === 'calendar' ? T.sendInvite : T.propose}
        </Button>
        {onCancel && (
          <Button variant="ghost" onClick={onCancel}>
            {T.cancelForm}
          </Button>
        )}
      </HStack>
    </Stack>
  );
}
