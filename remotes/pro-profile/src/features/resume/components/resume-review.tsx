import { useState, type FormEvent, type ReactNode } from 'react';
import { lowConfidenceCount, monthRange, needsConfirmation, PRO_PROFILE_TEXTS, type ConfirmResumeBody, type ParsedField, type ResumeData } from '@floorhire/domain-pro-profile';
import { fieldError, PhoneSchema, ZipSchema, formatPhoneInput } from '@floorhire/rules';
import { Badge, Box, Button, Fieldset, SimpleGrid, Stack, Text, TextField } from '@floorhire/ui';
import { PAGE_TEXTS } from '#app/texts';
import { CheckboxItem } from '#app/components/checkbox-item';
import { formatYyyymm, Section } from '#app/components/pro-page';

const T = PAGE_TEXTS.resume;

interface Kept<T> {
  keep: boolean;
  low: boolean;
  value: T;
}
const kept = <T,>(field: ParsedField<T>): Kept<T> => ({ keep: !needsConfirmation(field), low: needsConfirmation(field), value: field.value });
const keptText = (field: ParsedField<string> | null): Kept<string> | null => (field ? kept(field) : null);
const monthText = (yyyymm: number | null) => (yyyymm === null ? '' : formatYyyymm(yyyymm));

interface HistoryDraft {
  employerName: string;
  jobTitle: string;
  jobTitleId: number | null;
  city: string | null;
  state: string | null;
  start: string;
  end: string;
}
interface EducationDraft {
  kind: 'education' | 'certification';
  school: string;
  degree: string;
  end: string;
}

function draftOf(data: ResumeData) {
  return {
    nameFirst: keptText(data.nameFirst),
    nameLast: keptText(data.nameLast),
    phone: data.phone ? { ...kept(data.phone), value: formatPhoneInput(data.phone.value) } : null,
    postalCode: keptText(data.postalCode),
    terms: {
      jobTitles: data.jobTitles.map(kept),
      skills: data.skills.map(kept),
      machines: data.machines.map(kept),
      knowledgeDisciplines: data.knowledgeDisciplines.map(kept),
      industries: data.industries.map(kept),
    },
    history: data.history.map((h): Kept<HistoryDraft> => ({
      ...kept(h),
      value: { employerName: h.value.employerName, jobTitle: h.value.jobTitle, jobTitleId: h.value.jobTitleId, city: h.value.city, state: h.value.state, start: monthText(h.value.startYYYYMM), end: monthText(h.value.endYYYYMM) },
    })),
    education: data.education.map((e): Kept<EducationDraft> => ({ ...kept(e), value: { kind: e.value.kind, school: e.value.school, degree: e.value.degree ?? '', end: monthText(e.value.endYYYYMM) } })),
  };
}
type Draft = ReturnType<typeof draftOf>;
type TermKey = keyof Draft['terms'];

function PleaseCheck({ low }: { low: boolean }) {
  return low ? (
    <Badge colorPalette="orange" ms="2" variant="subtle">
      {T.pleaseCheck}
    </Badge>
  ) : null;
}

/**
 * The confirm-or-correct step (issue 12): every parsed field, the low-confidence ones marked
 * "Please check" and not kept until the pro ticks or corrects them; only kept fields are saved.
 */
export function ResumeReview({ data, saving, onConfirm }: { data: ResumeData; saving: boolean; onConfirm(body: ConfirmResumeBody): Promise<boolean> }) {
  const [draft, setDraft] = useState<Draft>(() => draftOf(data));
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const lowCount = lowConfidenceCount(data);

  const setText = (key: 'nameFirst' | 'nameLast' | 'phone' | 'postalCode', patch: Partial<Kept<string>>) => setDraft((d) => ({ ...d, [key]: d[key] ? { ...d[key], ...patch } : null }));
  const setTerm = (key: TermKey, index: number, keep: boolean) => setDraft((d) => ({ ...d, terms: { ...d.terms, [key]: d.terms[key].map((t, i) => (i === index ? { ...t, keep } : t)) } }));
  const setHistory = (index: number, patch: Partial<HistoryDraft>, keep?: boolean) =>
    setDraft((d) => ({ ...d, history: d.history.map((h, i) => (i === index ? { ...h, keep: keep ?? true, value: { ...h.value, ...patch } } : h)) }));
  const setEducation = (index: number, patch: Partial<EducationDraft>, keep?: boolean) =>
    setDraft((d) => ({ ...d, education: d.education.map((e, i) => (i === index ? { ...e, keep: keep ?? true, value: { ...e.value, ...patch } } : e)) }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const next: Record<string, string | undefined> = {};
    if (draft.phone?.keep) next.phone = fieldError(PhoneSchema, draft.phone.value);
    if (draft.postalCode?.keep) next.postalCode = fieldError(ZipSchema, draft.postalCode.value);
    draft.history.forEach((h, i) => {
      if (!h.keep) return;
      const range = monthRange(h.value.start, h.value.end);
      if ('error' in range) next[`history.${i}`] = range.error === 'order' ? PRO_PROFILE_TEXTS.endBeforeStart : PRO_PROFILE_TEXTS.invalidMonthYear;
    });
    setErrors(next);
    if (Object.values(next).some(Boolean)) return;
    const ids = (key: TermKey) => draft.terms[key].filter((t) => t.keep).map((t) => (t.value as { id: number }).id);
    await onConfirm({
      ...(draft.nameFirst?.keep ? { nameFirst: draft.nameFirst.value } : {}),
      ...(draft.nameLast?.keep ? { nameLast: draft.nameLast.value } : {}),
      ...(draft.phone?.keep ? { phone: draft.phone.value.replace(/\D/gu, '') } : {}),
      ...(draft.postalCode?.keep ? { postalCode: draft.postalCode.value } : {}),
      summary: null,
      jobTitleIds: ids('jobTitles'),
      skillIds: ids('skills'),
      knowledgeDisciplineIds: ids('knowledgeDisciplines'),
      industryIds: ids('industries'),
      machines: draft.terms.machines.filter((m) => m.keep).map((m) => ({ machineId: m.value.id, brandIds: m.value.brandIds })),
      history: draft.history
        .filter((h) => h.keep)
        .map((h) => ({ employerName: h.value.employerName, jobTitle: h.value.jobTitle, jobTitleId: h.value.jobTitleId, city: h.value.city, state: h.value.state, description: null, start: h.value.start, end: h.value.end || null })),
      education: draft.education.filter((e) => e.keep).map((e) => ({ kind: e.value.kind, school: e.value.school, degree: e.value.degree || null, fieldOfStudy: null, start: null, end: e.value.end || null })),
    });
  };

  const contact = (['nameFirst', 'nameLast', 'phone', 'postalCode'] as const).filter((k) => draft[k] !== null);
  const contactLabels = { nameFirst: PAGE_TEXTS.personal.nameFirst, nameLast: PAGE_TEXTS.personal.nameLast, phone: PAGE_TEXTS.personal.phone, postalCode: PAGE_TEXTS.personal.postalCode };
  const termGroups: [TermKey, string][] = [
    ['jobTitles', T.jobTitles],
    ['skills', T.skills],
    ['machines', T.machines],
    ['knowledgeDisciplines', T.disciplines],
    ['industries', T.industries],
  ];

  return (
    <form onSubmit={(e) => void submit(e)} noValidate aria-label={T.reviewTitle}>
      <Stack gap="5">
        <Text role="status">{T.reviewIntro(lowCount)}</Text>
        {contact.length > 0 && (
          <Section title={T.contact}>
            <Stack gap="4">
              {contact.map((key) => {
                const item = draft[key]!;
                return (
                  <Box key={key}>
                    <TextField size="lg"
                      label={contactLabels[key]}
                      value={item.value}
                      onChange={(value) => setText(key, { value: key === 'phone' ? formatPhoneInput(value) : value, keep: true })}
                      error={errors[key]}
                      helper={item.low ? T.pleaseCheck : undefined}
                    />
                    <CheckboxItem label={<>{T.keep(contactLabels[key].toLowerCase())}<PleaseCheck low={item.low} /></>} checked={item.keep} onChange={(keep) => setText(key, { keep })} />
                  </Box>
                );
              })}
            </Stack>
          </Section>
        )}
        {termGroups.map(([key, title]) =>
          draft.terms[key].length === 0 ? null : (
            <Section key={key} title={title}>
              <Fieldset.Root>
                <Fieldset.Legend srOnly>{title}</Fieldset.Legend>
                <SimpleGrid columns={{ base: 1, sm: 2 }} columnGap="4">
                  {draft.terms[key].map((t, i) => (
                    <CheckboxItem key={t.value.id} label={<>{t.value.name}<PleaseCheck low={t.low} /></>} checked={t.keep} onChange={(keep) => setTerm(key, i, keep)} />
                  ))}
                </SimpleGrid>
              </Fieldset.Root>
            </Section>
          ),
        )}
        {draft.history.length > 0 && (
          <Section title={T.history}>
            <Stack gap="5">
              {draft.history.map((h, i) => (
                <Entry key={i} title={`${h.value.jobTitle || '—'} · ${h.value.employerName || '—'}`} low={h.low} keep={h.keep} onKeep={(keep) => setHistory(i, {}, keep)} error={errors[`history.${i}`]}>
                  <TextField size="lg" label={PAGE_TEXTS.experience.employerName} value={h.value.employerName} onChange={(employerName) => setHistory(i, { employerName })} />
                  <TextField size="lg" label={PAGE_TEXTS.experience.jobTitle} value={h.value.jobTitle} onChange={(jobTitle) => setHistory(i, { jobTitle })} />
                  <SimpleGrid columns={2} gap="3">
                    <TextField size="lg" label={PAGE_TEXTS.experience.start} value={h.value.start} onChange={(start) => setHistory(i, { start })} inputMode="numeric" />
                    <TextField size="lg" label={PAGE_TEXTS.experience.end} value={h.value.end} onChange={(end) => setHistory(i, { end })} inputMode="numeric" helper={PAGE_TEXTS.experience.endHelp} />
                  </SimpleGrid>
                </Entry>
              ))}
            </Stack>
          </Section>
        )}
        {draft.education.length > 0 && (
          <Section title={T.education}>
            <Stack gap="5">
              {draft.education.map((e, i) => (
                <Entry key={i} title={e.value.school} low={e.low} keep={e.keep} onKeep={(keep) => setEducation(i, {}, keep)}>
                  <TextField size="lg" label={PAGE_TEXTS.education.school} value={e.value.school} onChange={(school) => setEducation(i, { school })} />
                  <TextField size="lg" label={PAGE_TEXTS.education.degree} value={e.value.degree} onChange={(degree) => setEducation(i, { degree })} />
                </Entry>
              ))}
            </Stack>
          </Section>
        )}
        <Button type="submit" size="lg" loading={saving} loadingText={PAGE_TEXTS.saving} alignSelf={{ base: 'stretch', sm: 'flex-start' }}>
          {T.confirm}
        </Button>
      </Stack>
    </form>
  );
}

function Entry({ title, low, keep, onKeep, error, children }: { title: string; low: boolean; keep: boolean; onKeep(keep: boolean): void; error?: string | undefined; children: ReactNode }) {
  return (
    <Fieldset.Root invalid={!!error} borderWidth="1px" borderColor={low ? 'orange.solid' : 'border'} borderRadius="md" p="3">
      <Fieldset.Legend fontWeight="semibold" px="1">
        {title}
        <PleaseCheck low={low} />
      </Fieldset.Legend>
      <Stack gap="3">
        <CheckboxItem label={T.keep(title)} checked={keep} onChange={onKeep} />
        {children}
        {error && <Fieldset.ErrorText>{error}</Fieldset.ErrorText>}
      </Stack>
    </Fieldset.Root>
  );
}
