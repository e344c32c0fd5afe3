// This app's own styled components read BuildCover's theme: styled-components' DefaultTheme typed as it.
import '@buildcover/ui/styled';
