// Random 4-player games of the C++ engine fastcatan, timed with no Python at all: the engine's own speed, for
// bench/compare_engines.py --fastcatan EXECUTABLE. This file only calls fastcatan's public C++ API (reset_one,
// step_one, the action mask it keeps in GameState); none of its code is here, and it is built outside the
// repository against fastcatan's public source (MIT). Never linked into the product.
//
//     fastcatan_driver GAMES [no-domestic-trades]   ->   "games/s actions/s turns-per-game" on one line
//
// With no-domestic-trades the players never compose a trade with another player (actions 268-285), as our random
// player makes no domestic offers; bank and harbour trades stay (as in bench/fastcatan_worker.py).
//
// Game i starts from seed i * 7919 + 1 (as bench/compare_engines.py's own games) and each seat picks uniformly among
// the set bits of the legal-action mask with a generator seeded from i. Times are the process's CPU time around
// reset and play, as the Python side measures its games.

#include <bit>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <ctime>

#include "rules.hpp"
#include "state.hpp"

namespace {

double cpu_seconds() {
    timespec t{};
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
    return double(t.tv_sec) + double(t.tv_nsec) * 1e-9;
}

// The k-th (from 0) set bit of the mask, counting from action 0 upwards.
uint32_t kth_legal(const uint64_t (&mask)[5], uint32_t k) {
    for (uint32_t w = 0; w < 5; ++w) {
        uint64_t word = mask[w];
        const uint32_t here = uint32_t(std::popcount(word));
        if (k >= here) {
            k -= here;
            continue;
        }
        for (; k > 0; --k) word &= word - 1;  // drop the lowest set bits before the one wanted
        return w * 64 + uint32_t(std::countr_zero(word));
    }
    return UINT32_MAX;
}

}  // namespace

int main(int argc, char** argv) {
    const long games = argc > 1 ? std::atol(argv[1]) : 60;
    if (games <= 0) {
        std::fprintf(stderr, "usage: %s GAMES [no-domestic-trades]\n", argv[0]);
        return 2;
    }
    // Actions 268-285 (domestic trades) are bits 12-29 of the mask's fifth word (actions 256-319).
    const uint64_t domestic = argc > 2 && std::strcmp(argv[2], "no-domestic-trades") == 0 ? ((1ull << 18) - 1) << 12 : 0;
    catan::GameState state{};
    catan::BoardLayout board{};
    long actions = 0;
    long turns = 0;
    double elapsed = 0.0;
    for (long i = 0; i < games; ++i) {
        const double start = cpu_seconds();
        catan::reset_one(state, board, uint64_t(i) * 7919 + 1);
        catan::Xoshiro128 rng{};
        catan::xoshiro_seed(rng, uint64_t(i) + 1);
        uint8_t done = 0;
        float reward = 0.0f;
        while (!done) {
            uint64_t mask[5];
            for (int w = 0; w < 5; ++w) mask[w] = state.action_mask[w];
            mask[4] &= ~domestic;
            uint32_t legal = 0;
            for (const uint64_t word : mask) legal += uint32_t(std::popcount(word));
            if (legal == 0) {  // the engine promises a non-empty mask until the game ends
                std::fprintf(stderr, "game %ld: no legal action after %ld actions\n", i, actions);
                return 1;
            }
            catan::step_one(state, board, kth_legal(mask, rng.bounded(legal)), reward, done);
            ++actions;
        }
        elapsed += cpu_seconds() - start;
        turns += state.turn_count;
    }
    std::printf("%.6g %.6g %.6g\n", double(games) / elapsed, double(actions) / elapsed, double(turns) / double(games));
    return 0;
}
