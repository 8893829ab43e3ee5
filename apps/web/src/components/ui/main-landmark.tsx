// The page's one `main` landmark. A screen that may show inside another one's main (the route error
// screen inside the dashboard frame) renders a plain element there: a main inside a main is a
// landmark error, and two mains leave assistive technology guessing.
import { createContext, useContext, type HTMLAttributes } from 'react';

const InsideMain = createContext(false);

export function MainLandmark({ children, ...rest }: HTMLAttributes<HTMLElement>) {
  const nested = useContext(InsideMain);
  if (nested) return <div {...rest}>{children}</div>;
  return (
    <InsideMain.Provider value={true}>
      <main {...rest}>{children}</main>
    </InsideMain.Provider>
  );
}
