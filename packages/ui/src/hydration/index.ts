export { EarlyInputTakeover } from './EarlyInputTakeover';
export {
  earlyInputScript,
  recordEarlyInput,
  takeOverEarlyInput,
  type EarlyInput,
  type EarlyInputWindow,
} from './earlyInput';
export { appLoaderScript, loadAfterFirstPaint, type AppModules } from './loadAfterFirstPaint';
export { markRunsScripts, runsScriptsScript, whereScriptsRun } from './runsScripts';
export { useHydrated } from './useHydrated';
export { lazyComponent, type LazyComponent } from './lazyComponent';
