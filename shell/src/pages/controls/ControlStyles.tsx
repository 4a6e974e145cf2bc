import { CONTROL_CSS } from './controlStyles';

/** The controls' CSS, once per page (React 19 hoists it into the head and keeps one copy). */
export function ControlStyles() {
  return (
    <style href="shell-controls" precedence="default">
      {CONTROL_CSS}
    </style>
  );
}
