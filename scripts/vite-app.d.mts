import type { PluginOption, UserConfig } from 'vite';

export declare function frontEndConfig(options: { app: 'public' | 'admin'; base: string; plugins?: PluginOption[] }): UserConfig;
