import { useCallback, useState, type FormEvent } from 'react';
import { useNavigate, useParams } from '@floorhire/router';
import { PRO_PROFILE_TEXTS, type PublicReference } from '@floorhire/domain-pro-profile';
import { linkTo } from '@floorhire/rules';
import { toApiError, useApi, useResource } from '@floorhire/remote-kit';
import { Alert, Box, Button, Fieldset, Heading, RadioGroup, Spinner, Stack, Text, TextAreaField, Wrap } from '@floorhire/ui';
import { PAGE_TEXTS } from '#app/texts';
import { endorse, fetchReference } from '../api/reference';

const T = PAGE_TEXTS.reference;

/** /reference/{id}: a referee endorses a pro; an unknown reference shows the spec's alert. */
export function ReferencePage() {
  const { id = '' } = useParams();
  const api = useApi();
  const load = useCallback((signal: AbortSignal) => fetchReference(api, id, signal), [api, id]);
  const reference = useResource(`reference:${id}`, load);
  return (
    <Box maxW="560px" mx="auto" w="full">
      {reference.loading && !reference.data && <Spinner aria-label={PAGE_TEXTS.saving} />}
      {reference.error && (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>{PRO_PROFILE_TEXTS.referenceNotFound}</Alert.Title>
        </Alert.Root>
      )}
      {reference.data && (reference.data.status === 'endorsed' ? <Endorsed reference={reference.data} /> : <EndorseForm reference={reference.data} />)}
    </Box>
  );
}

/** An endorsement is written once (ADR 205): the referee sees theirs, with no form to send again. */
function Endorsed({ reference }: { reference: PublicReference }) {
  return (
    <>
      <Heading as="h1" size="2xl" mb="2">
        {T.title(reference.proFullName)}
      </Heading>
      <Text mb="4">{T.already}</Text>
      <Heading as="h2" size="md" mb="1">
        {T.endorsement}
      </Heading>
      {reference.rating !== null && <Text color="fg.muted">{T.stars(reference.rating)}</Text>}
      <Text whiteSpace="pre-wrap">{reference.endorsement}</Text>
    </>
  );
}

function EndorseForm({ reference }: { reference: PublicReference }) {
  const api = useApi();
  const navigate = useNavigate();
  const [rating, setRating] = useState(0);
  const [text, setText] = useState('');
  const [errors, setErrors] = useState<{ rating?: string | undefined; text?: string | undefined }>({});
  const [failure, setFailure] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const next = { rating: rating >= 1 ? undefined : PRO_PROFILE_TEXTS.required, text: text.trim() ? undefined : PRO_PROFILE_TEXTS.required };
    setErrors(next);
    setFailure(undefined);
    if (next.rating || next.text) return;
    setSaving(true);
    try {
      await endorse(api, reference.uuid, { endorsement: text.trim(), rating });
      navigate(linkTo('referenceSuccess'));
    } catch (error) {
      // Spec 002 §8: 'Could not submit endorsement' (the server's reason, when it gives one, is for the field).
      const problem = toApiError(error);
      setFailure(problem.statusCode === 404 ? PRO_PROFILE_TEXTS.referenceNotFound : problem.statusCode === 409 ? PRO_PROFILE_TEXTS.alreadyEndorsed : PRO_PROFILE_TEXTS.couldNotSubmitEndorsement);
    } finally {
      setSaving(false);
    }
  };
  return (
    <>
      <Heading as="h1" size="2xl" mb="2">
        {T.title(reference.proFullName)}
      </Heading>
      <Text mb="6">{T.intro(reference.refereeFirstName, reference.proFullName)}</Text>
      {failure && (
        <Alert.Root status="error" mb="4">
          <Alert.Indicator />
          <Alert.Title>{failure}</Alert.Title>
        </Alert.Root>
      )}
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Stack gap="5">
          <Fieldset.Root invalid={!!errors.rating}>
            <Fieldset.Legend fontWeight="semibold">{T.rating}</Fieldset.Legend>
            <RadioGroup.Root value={rating ? String(rating) : null} onValueChange={(e) => setRating(Number(e.value))} aria-label={T.rating}>
              <Wrap gap="4">
                {[1, 2, 3, 4, 5].map((n) => (
                  <RadioGroup.Item key={n} value={String(n)} minH="11">
                    <RadioGroup.ItemHiddenInput />
                    <RadioGroup.ItemIndicator />
                    <RadioGroup.ItemText>{T.stars(n)}</RadioGroup.ItemText>
                  </RadioGroup.Item>
                ))}
              </Wrap>
            </RadioGroup.Root>
            {errors.rating && <Fieldset.ErrorText>{errors.rating}</Fieldset.ErrorText>}
          </Fieldset.Root>
          <TextAreaField label={T.endorsement} value={text} onChange={setText} error={errors.text} rows={5} required />
          <Button type="submit" size="lg" loading={saving} w={{ base: 'full', sm: 'auto' }}>
            {T.submit}
          </Button>
        </Stack>
      </form>
    </>
  );
}

/** /reference-success. */
export function ReferenceSuccessPage() {
  return (
    <Box maxW="560px" mx="auto" w="full" textAlign="center">
      <Heading as="h1" size="2xl" mb="4">
        {T.successTitle}
      </Heading>
      <Text>{T.successBody}</Text>
    </Box>
  );
}
