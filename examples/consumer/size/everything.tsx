// Every export of the root: what a page pays when nothing can be left out.
export * from '@buildcover/ui';
