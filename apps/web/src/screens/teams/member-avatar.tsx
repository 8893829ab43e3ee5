// A member's picture, or their initial on a tinted disc.
import { memberName } from './texts.ts';

export function MemberAvatar({
  member,
  size = 'size-9',
}: {
  member: {
    email: string;
    firstName?: string | null;
    lastName?: string | null;
    profilePicture?: string | null;
  };
  size?: string;
}) {
  if (member.profilePicture) {
    return <img src={member.profilePicture} alt="" className={`${size} rounded-full object-cover`} />;
  }
  return (
    <span
      aria-hidden="true"
      className={`${size} flex shrink-0 items-center justify-center rounded-full bg-brand-100 text-sm font-medium text-brand-700 uppercase`}
    >
      {memberName(member).slice(0, 1)}
    </span>
  );
}
