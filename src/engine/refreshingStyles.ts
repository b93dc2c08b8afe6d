// The small spinner over a block whose data is being refreshed (BlockState): one element styled by
// class, shown only when the refresh lasts past a short delay, so a quick update of a large grid
// neither mounts a spinner component nor paints one.
import { useStyleElement } from './styleElement';

const css = `
.pts-refreshing {
  position: absolute;
  top: 8px;
  left: 50%;
  z-index: 3;
  width: 14px;
  height: 14px;
  margin-left: -7px;
  box-sizing: border-box;
  border: 2px solid var(--ant-color-primary, #1677ff);
  border-right-color: transparent;
  border-radius: 50%;
  pointer-events: none;
  opacity: 0;
  animation: pts-refreshing-turn 0.8s linear 0.2s infinite;
}

@keyframes pts-refreshing-turn {
  from {
    opacity: 1;
    transform: rotate(0deg);
  }
  to {
    opacity: 1;
    transform: rotate(360deg);
  }
}
`;

/** Adds the refreshing spinner's style element to the document unless it is there already. */
export function useRefreshingStyles(): void {
  useStyleElement('pts-refreshing', css);
}
