import { createContext, useContext } from 'react';

/**
 * Starts loading the code of the screen a link to a path opens. The routes provide it (../AdminRoutes.tsx,
 * from ../screens.ts); links read it here, so the screens' code and the links they draw import nothing of each other.
 */
export type PreloadScreenAt = (path: string) => void;

const ScreenPreloadContext = createContext<PreloadScreenAt>(() => undefined);

export const ScreenPreloadProvider = ScreenPreloadContext.Provider;

export const usePreloadScreenAt = (): PreloadScreenAt => useContext(ScreenPreloadContext);
