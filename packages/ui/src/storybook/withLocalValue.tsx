import { useState, type ComponentType, type ReactElement } from 'react';

// `never` accepts every onChange signature (string, YesNo, claim lists…) without `any`.
interface ValueProps {
  value?: unknown;
  onChange: (next: never) => void;
}

/**
 * For stories only: the field keeps its own value, as it does under react-hook-form, while the
 * story's `onChange` spy still sees every change.
 */
export function withLocalValue<P extends ValueProps>(Component: ComponentType<P>): (props: P) => ReactElement {
  return function WithLocalValue(props: P): ReactElement {
    const [value, setValue] = useState(props.value);
    const onChange = (next: Parameters<P['onChange']>[0]): void => {
      setValue(next);
      props.onChange(next);
    };
    const controlled = { ...props, value, onChange } as P;
    return <Component {...controlled} />;
  };
}
