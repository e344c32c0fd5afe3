import type { DefaultTheme } from 'styled-components';

/** The five meanings a status colour can carry. Colour is always paired with text or an icon. */
export type Tone = 'neutral' | 'info' | 'success' | 'warning' | 'danger';

export interface ToneColors {
  /** Text and border colour: at least 4.5:1 on `background`. */
  foreground: string;
  background: string;
}

/** Token pair for a tone; every pair meets WCAG 2.2 AA for text. */
export function toneColors(theme: DefaultTheme, tone: Tone): ToneColors {
  switch (tone) {
    case 'info':
      return { foreground: theme.color.info, background: theme.color.infoSoft };
    case 'success':
      return { foreground: theme.color.success, background: theme.color.successSoft };
    case 'warning':
      return { foreground: theme.color.warning, background: theme.color.warningSoft };
    case 'danger':
      return { foreground: theme.color.error, background: theme.color.errorSoft };
    case 'neutral':
      return { foreground: theme.color.textMuted, background: theme.color.surface };
  }
}
