import { resumeFileError } from '@floorhire/domain-pro-profile';

export interface ChosenFile {
  file: File;
  /** Why it will not be sent (type or size), in the domain's words. */
  problem: string | undefined;
}

/** The chosen files, each checked before anything is sent. */
export function checkFiles(files: readonly File[]): ChosenFile[] {
  return files.map((file) => ({ file, problem: resumeFileError(file) }));
}
