import type { Viewer } from '#app/lib/viewer';
import type { FormErrors, JobForm } from '../../utils/job-form';

export interface StepProps {
  form: JobForm;
  update(patch: Partial<JobForm>): void;
  errors: FormErrors;
  viewer: Viewer;
}
