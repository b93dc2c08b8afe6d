// What only a signed-in user's pages need, in its own chunk: the course actor and the realtime
// connection around every guarded route, and antd's App for their messages. The login page loads none.
import { App as AntdApp } from 'antd';
import { useState } from 'react';
import { Outlet } from 'react-router-dom';
import { courseStateFrom, emptyCourseState, type CourseState } from '../machines/courseState';
import { RealtimeBridge } from '../realtime/RealtimeBridge';
import type { RealtimeProvider } from '../realtime/types';
import { CourseProvider } from '../session/CourseProvider';
import { readPersisted } from '../session/storage';

/** The course state this browser holds now (what app start restored, or left by the last login). */
function heldCourse(): CourseState {
  try {
    return courseStateFrom(readPersisted());
  } catch {
    // App start has already reported unreadable storage and cleared the session's keys.
    return emptyCourseState;
  }
}

/** The guarded routes' frame; `createRealtime` replaces the SignalR provider in tests. */
export default function SignedIn({ createRealtime }: { createRealtime?: () => RealtimeProvider }) {
  const [initial] = useState(heldCourse);
  return (
    <CourseProvider initial={initial}>
      <RealtimeBridge {...(createRealtime ? { createProvider: createRealtime } : {})}>
        {/* The signed-in pages' App.useApp() (message, modal) and antd's App styles. */}
        <AntdApp>
          <Outlet />
        </AntdApp>
      </RealtimeBridge>
    </CourseProvider>
  );
}
