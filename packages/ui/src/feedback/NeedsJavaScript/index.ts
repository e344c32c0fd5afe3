export { NeedsJavaScript } from './NeedsJavaScript';
