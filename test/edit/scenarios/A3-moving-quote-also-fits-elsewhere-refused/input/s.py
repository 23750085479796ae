class _NoThreads:
    def append(self, thread):
        pass

    def join(self):
        pass


class ThreadingMixIn:
    pass
