import type { UserConfig } from 'vite';

export declare function frontEndConfig(options: {
  app: 'public' | 'admin';
  base: string;
  prerenderEntry?: string;
}): UserConfig;
