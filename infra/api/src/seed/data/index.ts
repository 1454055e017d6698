export * from './prng';
export * from './taxonomy';
export * from './locations';
export * from './names';
export * from './pros';
export * from './job-text';
export * from './resume-pdf';
