export * from './constants';
export * from './enums';
export * from './fields';
export * from './health';
export * from './messages';
export * from './problem';
export * from './questions';
