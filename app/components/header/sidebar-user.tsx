import { SignOutForm, type HeaderUser, type SignOutControl } from "./sign-out";

export interface SidebarUserProps {
  user: Pick<HeaderUser, "name" | "initials">;
  /** With a control, a sign-out button under the name (the drawer's copy of the profile menu). */
  signOut?: { control: SignOutControl; label: string; onChoose?: () => void };
}

/**
 * Spec §3 "Sidebar user: name, avatar (initials), signOut": who is signed in, at the top of the
 * profile menu and of the small-screen drawer. The avatar repeats the name, so it is hidden from
 * assistive technology.
 */
export function SidebarUser({ user, signOut }: SidebarUserProps) {
  return (
    <div className="hdr-user">
      <span className="hdr-avatar" aria-hidden="true">
        {user.initials}
      </span>
      <span className="hdr-user__name">{user.name}</span>
      {signOut ? (
        <SignOutForm control={signOut.control} label={signOut.label} className="hdr-user__sign-out" onChoose={signOut.onChoose} />
      ) : null}
    </div>
  );
}
