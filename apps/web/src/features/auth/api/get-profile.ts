import { UserResponse, type User } from '@academy/contracts';
import { http } from '../../../lib/http';

export async function getProfile(): Promise<User> {
  const body: unknown = await http.get('user/profile').json();
  return UserResponse.parse(body).user;
}
