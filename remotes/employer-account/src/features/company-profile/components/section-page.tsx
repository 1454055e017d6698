import { useState, type FormEvent } from 'react';
import * as v from 'valibot';
import { useRemoteProps } from '@floorhire/contract';
import { EmployerProfilePatchSchema, PROFILE_TEXT_MAX, type EmployerPhotoType } from '@floorhire/domain-employer-account';
import { Loaded, NotFoundState, useApi } from '@floorhire/remote-kit';
import type { EmployerDto } from '@floorhire/schemas';
import { Button, Separator, Stack, TextAreaField } from '@floorhire/ui';
import { useEmployer } from '#app/api/get-employer';
import { patchEmployer } from '#app/api/patch-employer';
import { EditorLayout } from '#app/components/editor-layout';
import { apiErrorByField, issuesByField } from '#app/lib/form-errors';
import { useRouteEmployerId } from '#app/lib/use-route-employer';
import { REMOTE_TEXTS as T } from '#app/texts';
import { PhotoGallery } from './photo-gallery';

type SectionKey = keyof typeof T.sections;
const FIELD: Record<SectionKey, 'introduction' | 'cultureBenefits' | 'facility' | 'products'> = {
  'company-introduction': 'introduction',
  'culture-benefits': 'cultureBenefits',
  facility: 'facility',
  products: 'products',
};

function SectionForm({ employer, section, onSaved }: { employer: EmployerDto; section: SectionKey; onSaved(e: EmployerDto): void }) {
  const api = useApi();
  const field = FIELD[section];
  const [text, setText] = useState(employer[field] ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const save = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = v.safeParse(EmployerProfilePatchSchema, { [field]: text });
    if (!parsed.success) return setErrors(issuesByField(parsed.issues));
    setErrors({});
    setSaving(true);
    try {
      onSaved(await patchEmployer(api, employer.id, parsed.output));
    } catch (error) {
      setErrors(apiErrorByField(error));
    } finally {
      setSaving(false);
    }
  };
  return (
    <form onSubmit={(e: FormEvent) => void save(e)} noValidate>
<Stack gap="3">
      <TextAreaField label={T.sections[section].label} helper={`${text.length} / ${PROFILE_TEXT_MAX}`} value={text} onChange={setText} error={errors[field] ?? errors['']} rows={8} />
      <Button type="submit" alignSelf="flex-start" loading={saving}>
        {T.save}
      </Button>
    </Stack>
</form>
  );
}

/** One text section of the company profile, with the photos of its type (ADR 291). */
function SectionPage({ section }: { section: SectionKey }) {
  const employerId = useRouteEmployerId();
  const employer = useEmployer(employerId);
  const { notify } = useRemoteProps();
  if (employerId === null) return <NotFoundState />;
  const photoType = T.sections[section].photoType as EmployerPhotoType | null;
  return (
    <EditorLayout title={T.companyProfile.sections[section]} help={T.sections[section].help}>
      <Stack gap="6">
        <Loaded resource={employer}>
          {(e) => (
            <SectionForm
              employer={e}
              section={section}
              onSaved={(saved) => {
                employer.setData(saved);
                notify({ kind: 'snackbar', type: 'success', message: T.saved });
              }}
            />
          )}
        </Loaded>
        {photoType && (
          <>
            <Separator />
            <PhotoGallery employerId={employerId} type={photoType} />
          </>
        )}
      </Stack>
    </EditorLayout>
  );
}

export const CompanyIntroductionPage = () => <SectionPage section="company-introduction" />;
export const CultureBenefitsPage = () => <SectionPage section="culture-benefits" />;
export const FacilityPage = () => <SectionPage section="facility" />;
export const ProductsPage = () => <SectionPage section="products" />;
