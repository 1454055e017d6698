import type { Viewer } from '#lib/viewer';
import type { FormErrors, JobForm } from '../../utils/job-form';

export interface StepProps {
  form: JobForm;
  update(patch: Partial<JobForm>): void;
  errors: FormErrors;
  viewer: Viewer;
}
